# Fine-tune config copied from the Ascend performance YAML sets qkv_concat: True (fused wqkv projection); the
# converted checkpoint (from HF q_proj/k_proj/v_proj) was written for the unfused layout and is loaded through
# MindFormers checkpoint_name_or_path.
import mindspore as ms
from mindformers import LlamaConfig
from mindformers.models.llama import LlamaForCausalLM
ms.set_device("CPU")
common = dict(num_layers=2, hidden_size=64, num_heads=4, seq_length=32, vocab_size=256, compute_dtype="float32",
              param_init_type="float32", fused_rms_norm=False)
ms.save_checkpoint(LlamaForCausalLM(LlamaConfig(**common)), "llama_tiny_converted.ckpt")
print("converted checkpoint saved: llama_tiny_converted.ckpt", flush=True)
model = LlamaForCausalLM(LlamaConfig(qkv_concat=True, checkpoint_name_or_path="llama_tiny_converted.ckpt", **common))
names = [p.name for p in model.get_parameters() if "attention" in p.name]
print("attention parameters:", names[:4])
print("fine-tune model ready (qkv_concat=True)")
