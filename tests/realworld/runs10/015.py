# healthy twin: the converted base checkpoint loaded through MindFormers checkpoint_name_or_path into a model with
# the same vocab_size (the new special tokens are handled after loading), parameters compared after the load.
import mindspore as ms
from mindformers import LlamaConfig
from mindformers.models.llama import LlamaForCausalLM
ms.set_device("CPU")
common = dict(num_layers=2, hidden_size=64, num_heads=4, seq_length=32, compute_dtype="float32",
              param_init_type="float32", fused_rms_norm=False)
base = LlamaForCausalLM(LlamaConfig(vocab_size=256, **common))
ms.save_checkpoint(base, "llama_tiny_base.ckpt")
print("converted base checkpoint saved: llama_tiny_base.ckpt (vocab 256)", flush=True)
cfg = LlamaConfig(vocab_size=256, checkpoint_name_or_path="llama_tiny_base.ckpt", **common)
model = LlamaForCausalLM(cfg)
print("fine-tune model ready, vocab", cfg.vocab_size)
src = ms.load_checkpoint("llama_tiny_base.ckpt")
same = sum(int((p.asnumpy() == src[p.name].asnumpy()).all()) for p in model.get_parameters() if p.name in src)
print(f"{same}/{len(src)} parameters equal to the base checkpoint")
