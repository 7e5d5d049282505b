# Data-parallel fine-tune smoke test on 2 CPU workers (msrun), MindFormers run YAML + tiny Llama.
import os
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import get_rank, get_group_size
from mindformers import MindFormerConfig, build_context
from mindformers.models import build_network

YAML = """
seed: 0
run_mode: 'train'
use_parallel: True
context:
  mode: 1
  device_target: "CPU"
parallel:
  parallel_mode: 0          # data_parallel
  gradients_mean: True
model:
  model_config:
    type: LlamaConfig
    batch_size: 2
    seq_length: 32
    hidden_size: 64
    num_layers: 2
    num_heads: 4
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
"""
cfg_path = f"run_dp_022_rank{os.environ.get('RANK_ID', '0')}.yaml"
with open(cfg_path, "w") as f:
    f.write(YAML)
config = MindFormerConfig(cfg_path)
build_context(config)
rank, world = get_rank(), get_group_size()
ms.set_seed(config.seed)
net = build_network(config.model)

rng = np.random.default_rng(0)
data = rng.integers(3, 128, size=(8, 33)).astype(np.int32)
shard = data[rank::world]                               # this rank's half of the data
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3)
reducer = nn.DistributedGradReducer(optimizer.parameters, mean=True, degree=world)
grad_fn = ms.value_and_grad(lambda ids: net(ids), None, optimizer.parameters)
net.set_train(True)
for epoch in range(8):
    losses = []
    for i in range(0, len(shard), 2):
        loss, grads = grad_fn(ms.Tensor(shard[i:i + 2]))
        optimizer(reducer(grads))
        losses.append(float(loss))
    print(f"rank {rank}/{world} epoch {epoch} loss {np.mean(losses):.4f}", flush=True)
print(f"rank {rank} training finished", flush=True)
