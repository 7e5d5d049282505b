# CPU smoke test of the MindFormers run YAML (tiny Llama) with a short manual training loop.
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import MindFormerConfig, build_context
from mindformers.models import build_network

YAML = """
seed: 0
run_mode: 'train'
use_parallel: False
context:
  mode: 1
  device_target: "CPU"
  jit_config:
    jit_level: "O0"
parallel: {}
model:
  model_config:
    type: LlamaConfig
    batch_size: 4
    seq_length: 32
    hidden_size: 64
    num_layers: 2
    num_heads: 4
    n_kv_heads: 2
    vocab_size: 128
    intermediate_size: 128
    compute_dtype: "float32"
    param_init_type: "float32"
    layernorm_compute_type: "float32"
    softmax_compute_type: "float32"
    rotary_dtype: "float32"
    use_flash_attention: False
    fused_rms_norm: False
    use_rope_slice: True
  arch:
    type: LlamaForCausalLM
optimizer:
  learning_rate: 3.0e-3
  weight_decay: 0.01
"""
with open("run_llama_tiny_018.yaml", "w") as f:
    f.write(YAML)
config = MindFormerConfig("run_llama_tiny_018.yaml")
build_context(config)
ms.set_seed(config.seed)
net = build_network(config.model)
print("model:", type(net).__name__, "params:", sum(p.size for p in net.trainable_params()))

rng = np.random.default_rng(0)
data = rng.integers(3, 128, size=(8, config.model.model_config.seq_length + 1)).astype(np.int32)
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=config.optimizer.learning_rate,
                               weight_decay=config.optimizer.weight_decay)
grad_fn = ms.value_and_grad(lambda ids: net(ids), None, optimizer.parameters)
net.set_train(True)
for epoch in range(8):
    losses = []
    for i in range(0, len(data), 4):
        loss, grads = grad_fn(ms.Tensor(data[i:i + 4]))
        optimizer(grads)
        losses.append(float(loss))
    print(f"epoch {epoch} loss {np.mean(losses):.4f}")
print("training finished")
