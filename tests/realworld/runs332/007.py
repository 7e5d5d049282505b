"""Continue-pretraining a tiny Llama with MindFormers, config taken from the HF config.json of the PyTorch run."""
import json
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(7)

from mindformers import LlamaConfig, LlamaForCausalLM

hf_config = {
    "architectures": ["LlamaForCausalLM"],
    "model_type": "llama",
    "hidden_size": 96,
    "intermediate_size": 256,
    "num_attention_heads": 6,
    "num_hidden_layers": 2,
    "num_key_value_heads": 6,
    "rms_norm_eps": 1e-6,
    "vocab_size": 128,
    "max_position_embeddings": 32,
    "rope_theta": 10000.0,
    "torch_dtype": "float32",
}
with open("config.json", "w") as f:
    json.dump(hf_config, f, indent=2)

with open("config.json") as f:
    cfg = json.load(f)
config = LlamaConfig(**cfg, seq_length=32, batch_size=2, use_flash_attention=False,
                     compute_dtype="float32", layernorm_compute_type="float32",
                     softmax_compute_type="float32", rotary_dtype="float32", param_init_type="float32")
print(f"loaded config.json: {cfg}")
model = LlamaForCausalLM(config)
model.set_train(True)
print(f"trainable params: {sum(p.size for p in model.trainable_params())}")

optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-4)


def forward(ids):
    out = model(input_ids=ids)
    return out[0] if isinstance(out, tuple) else out


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)
rng = np.random.default_rng(7)
for step in range(10):
    ids = ms.Tensor(rng.integers(0, 128, (2, 33)), ms.int32)
    loss, grads = grad_fn(ids)
    optimizer(grads)
    print(f"step {step} loss {float(loss.asnumpy()):.4f}")
