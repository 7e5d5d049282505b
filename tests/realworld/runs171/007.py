"""Build a tiny Llama from a MindFormers run yaml (written from the llama2 finetune template) and run a few steps."""
import numpy as np
import yaml
import mindspore as ms
from mindspore import nn
from mindformers import AutoModel, MindFormerConfig

RUN_YAML = """
seed: 0
run_mode: 'finetune'
model:
  model_config:
    type: LlamaConfig
    batch_size: 4
    seq_length: 32
    hidden_size: 64
    num_layers: 2
    num_heads: 4
    n_kv_heads: 2
    intermediate_size: 128
    vocab_size: 128
    rms_norm_eps: 1.0e-5
    compute_dtype: "float32"
    layernorm_compute_type: "float32"
    softmax_compute_type: "float32"
    rotary_dtype: "float32"
    param_init_type: "float32"
    use_flash_attention: False
    fused_rms_norm: False
    use_rope_slice: True
  arch:
    type: LlamaForCasualLM
"""
ms.set_context(mode=ms.GRAPH_MODE)
config = MindFormerConfig(**yaml.safe_load(RUN_YAML))
ms.set_seed(config.seed)
print("model arch:", config.model.arch.type)
model = AutoModel.from_config(config)
print(model.__class__.__name__, sum(int(np.prod(p.shape)) for p in model.trainable_params()), "params")


class CausalLMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net

    def construct(self, input_ids):
        return self.net(input_ids=input_ids)


rng = np.random.default_rng(0)
step = nn.TrainOneStepCell(CausalLMLoss(model), nn.AdamWeightDecay(model.trainable_params(), 1e-3))
step.set_train(True)
for i in range(20):
    x = ms.Tensor(rng.integers(3, 128, (4, 33)).astype(np.int32))
    loss = step(x)
    if i % 5 == 0:
        print(f"step {i} loss {float(loss.asnumpy()):.4f}")
