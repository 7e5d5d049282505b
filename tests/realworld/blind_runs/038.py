# mindformers LlamaConfig with a dtype written the PyTorch/HF way ("fp16")
import mindspore as ms
ms.set_device("CPU")
import mindformers
from mindformers import LlamaConfig, LlamaForCausalLM
cfg = LlamaConfig(hidden_size=64, num_layers=1, num_heads=4, vocab_size=128, seq_length=16, compute_dtype="fp16")
model = LlamaForCausalLM(cfg)
print(type(model).__name__, "built")
