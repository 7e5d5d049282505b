# Convert a HF BERT-style classifier head (dense -> tanh -> classifier) from a torch state dict
# (exported with np.savez from model.state_dict()) and check it against the HF logits.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(1)
H, NUM_LABELS = 48, 3

# torch state dict of BertForSequenceClassification head (Linear layout (out, in))
torch_sd = {
    "bert.pooler.dense.weight": rng.normal(0, 0.1, (H, H)).astype(np.float32),
    "bert.pooler.dense.bias": rng.normal(0, 0.1, (H,)).astype(np.float32),
    "classifier.weight": rng.normal(0, 0.1, (NUM_LABELS, H)).astype(np.float32),
    "classifier.bias": np.array([0.35, -0.20, 0.05], np.float32),
}

class Head(nn.Cell):
    def __init__(self):
        super().__init__()
        self.pooler = nn.Dense(H, H, activation="tanh")
        self.classifier = nn.Dense(H, NUM_LABELS)
    def construct(self, cls_hidden):
        return self.classifier(self.pooler(cls_hidden))

KEY_MAP = {"bert.pooler.dense": "pooler", "classifier": "classifier"}

def convert(sd):
    new = {}
    for k, v in sd.items():
        # nn.Dense weight is also (out, in): no transpose needed
        if not k.endswith(".weight"):
            continue
        prefix = k[: -len(".weight")]
        new_name = KEY_MAP[prefix] + ".weight"
        new[new_name] = ms.Parameter(ms.Tensor(v), name=new_name)
    return new

net = Head()
params = convert(torch_sd)
print("converted params:", list(params))
param_not_load, ckpt_not_load = ms.load_param_into_net(net, params)
print("param_not_load:", param_not_load)
print("ckpt_not_load:", ckpt_not_load)

x = rng.normal(0, 1, (8, H)).astype(np.float32)
# HF reference logits (from the torch run), same math
ref = np.tanh(x @ torch_sd["bert.pooler.dense.weight"].T + torch_sd["bert.pooler.dense.bias"]) \
      @ torch_sd["classifier.weight"].T + torch_sd["classifier.bias"]
out = net(ms.Tensor(x)).asnumpy()
print("hf logits[0]:", ref[0])
print("ms logits[0]:", out[0])
print("hf argmax:", ref.argmax(-1).tolist())
print("ms argmax:", out.argmax(-1).tolist())
print(f"max abs diff: {np.abs(out - ref).max():.6f}")
assert np.allclose(out, ref, atol=1e-5), f"ported head does not match HF logits (max abs diff {np.abs(out - ref).max():.4f})"
