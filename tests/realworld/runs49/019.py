# Port of the HF causal-LM fine-tune: the HF data script tokenised with max_length=16 (+1 for the label shift),
# max_length now read from the MindFormers run YAML (seq_length) so the two agree.
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
  mode: 1                  # PYNATIVE for debugging
  device_target: "CPU"
parallel: {}
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
with open("run_llama_tiny_019.yaml", "w") as f:
    f.write(YAML)
config = MindFormerConfig("run_llama_tiny_019.yaml")
build_context(config)
net = build_network(config.model)

# --- data, as produced by the HF preprocessing (tokenizer(..., max_length=16, padding="max_length")) ---
MAX_LENGTH = config.model.model_config.seq_length   # tokenizer max_length taken from the run YAML
rng = np.random.default_rng(0)
corpus = rng.integers(3, 128, size=(8, MAX_LENGTH + 1)).astype(np.int32)

optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3)
def forward_fn(input_ids):
    return net(input_ids)
grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)
net.set_train(True)
for step in range(60):
    batch = corpus[rng.integers(0, len(corpus), 2)]
    loss, grads = grad_fn(ms.Tensor(batch))
    optimizer(grads)
    print(f"step {step} loss {float(loss):.4f}")
