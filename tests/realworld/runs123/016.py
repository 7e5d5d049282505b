"""Debug-size Qwen3 causal LM with MindFormers, run eagerly (PyNative) to step through the forward like in PyTorch."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")   # eager, like torch, for debugging
ms.set_seed(0)

from mindformers.models.qwen3.configuration_qwen3 import Qwen3Config
from mindformers.models.qwen3.modeling_qwen3 import Qwen3ForCausalLM

config = Qwen3Config(vocab_size=1024, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                     num_attention_heads=4, num_key_value_heads=2, head_dim=16, max_position_embeddings=128,
                     seq_length=32, compute_dtype="float32", params_dtype="float32")
print(f"config: layers={config.num_hidden_layers} hidden={config.hidden_size} heads={config.num_attention_heads}")
model = Qwen3ForCausalLM(config)
n_params = sum(p.size for p in model.get_parameters())
print(f"model params: {n_params / 1e6:.2f}M")

rng = np.random.default_rng(0)
input_ids = ms.Tensor(rng.integers(0, 1024, (2, 33)), ms.int32)
opt = nn.AdamWeightDecay(model.trainable_params(), 1e-4)
for step in range(5):
    loss = model(input_ids=input_ids[:, :-1], labels=input_ids[:, 1:])
    print(f"step {step} loss {loss}")
