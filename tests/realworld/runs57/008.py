"""Padded batch fed the HF way: input_ids + attention_mask from the tokenizer, passed by keyword."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, n_kv_heads=2, vocab_size=128,
                  seq_length=32, intermediate_size=128, compute_dtype="float32",
                  layernorm_compute_type="float32", softmax_compute_type="float32",
                  rotary_dtype="float32", param_init_type="float32",
                  use_rope_slice=True, fused_rms_norm=False, use_past=False, pad_token_id=0)
net = LlamaForCausalLM(cfg)
rng = np.random.default_rng(0)
lengths = [33, 27, 20, 33]
ids = np.zeros((4, 33), np.int32)
mask = np.zeros((4, 33), np.int32)
for i, n in enumerate(lengths):
    ids[i, :n] = rng.integers(4, 128, size=n)
    mask[i, :n] = 1

class LossWithMask(nn.Cell):
    def __init__(self, model):
        super().__init__()
        self.model = model
    def construct(self, input_ids, attention_mask):
        return self.model(input_ids=input_ids, attention_mask=attention_mask)

opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
step_cell = nn.TrainOneStepCell(LossWithMask(net), opt)
step_cell.set_train(True)
for step in range(5):
    loss = step_cell(ms.Tensor(ids), ms.Tensor(mask))
    print(f"step {step} loss {float(loss.asnumpy().mean()):.4f}", flush=True)
