# healthy: mindformers config load and small Llama construction
import mindspore as ms
ms.set_device("CPU")
import mindformers
from mindformers import LlamaConfig, LlamaForCausalLM
cfg = LlamaConfig(hidden_size=64, num_layers=1, num_heads=4, vocab_size=128, seq_length=16,
                  compute_dtype="float32", param_init_type="float32")
model = LlamaForCausalLM(cfg)
n = sum(p.size for p in model.trainable_params())
print("model built,", n, "trainable parameters")
