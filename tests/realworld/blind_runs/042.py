# mindformers Llama forward with input longer than seq_length
import mindspore as ms
ms.set_device("CPU")
import mindformers
import numpy as np
from mindspore import Tensor
from mindformers import LlamaConfig, LlamaForCausalLM
ms.set_context(mode=ms.PYNATIVE_MODE)
cfg = LlamaConfig(hidden_size=64, num_layers=1, num_heads=4, vocab_size=128, seq_length=16, batch_size=1,
                  use_flash_attention=False, compute_dtype="float32", layernorm_compute_type="float32",
                  softmax_compute_type="float32", rotary_dtype="float32", param_init_type="float32")
model = LlamaForCausalLM(cfg)
ids = Tensor(np.ones((1, 40), np.int32))
print(model(ids))
