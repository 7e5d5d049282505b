# mindformers: hidden size not divisible by number of heads
import mindspore as ms
ms.set_device("CPU")
import mindformers
from mindformers import LlamaConfig, LlamaForCausalLM
cfg = LlamaConfig(hidden_size=100, num_layers=1, num_heads=3, vocab_size=128, seq_length=16)
model = LlamaForCausalLM(cfg)
print("built")
