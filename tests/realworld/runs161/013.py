"""CPU smoke-train of a tiny MindFormers Llama on a toy arithmetic-sequence task before launching the real job."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(13)
rng = np.random.default_rng(13)

SEQ = 32
config = LlamaConfig(
    batch_size=4, seq_length=SEQ, vocab_size=128, hidden_size=64, num_layers=2,
    num_heads=4, n_kv_heads=2, intermediate_size=128, max_position_embedding=SEQ,
    compute_dtype="float32", layernorm_compute_type="float32", softmax_compute_type="float32",
    rotary_dtype="float32", param_init_type="float32", use_rope_slice=True, fused_rms_norm=False,
    use_flash_attention=False, use_past=False,
)
model = LlamaForCausalLM(config)
n_params = sum(int(np.prod(p.shape)) for p in model.trainable_params())
print(f"tiny llama: {n_params} trainable parameters")


def batch():
    # arithmetic sequences mod 125 with a random start and stride 1..3 (offset past 3 special ids)
    start = rng.integers(0, 125, (4, 1))
    stride = rng.integers(1, 4, (4, 1))
    seq = 3 + (start + stride * np.arange(SEQ + 1)[None, :]) % 125
    return ms.Tensor(seq.astype(np.int32))


class LossWrap(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net

    def construct(self, input_ids):
        return self.net(input_ids=input_ids)


opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3, weight_decay=0.0)
train_step = nn.TrainOneStepCell(LossWrap(model), opt)
train_step.set_train(True)

for step in range(1, 61):
    loss = train_step(batch())
    if step == 1 or step % 10 == 0:
        print(f"step {step:3d} | loss {float(loss.asnumpy()):.4f}", flush=True)
print("smoke training finished")
