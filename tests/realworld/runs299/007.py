"""Evaluate + fine-tune a token classifier from a PyTorch state dict (npz export) converted to a MindSpore checkpoint."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
VOCAB, HID, SEQ, NCLS = 200, 32, 12, 5
rng = np.random.default_rng(0)


class SeqClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embeddings = nn.Embedding(VOCAB, HID)
        self.norm = nn.LayerNorm((HID,))
        self.dense = nn.Dense(HID, HID)
        self.classifier = nn.Dense(HID, NCLS)

    def construct(self, ids):
        h = self.norm(self.embeddings(ids)).mean(1)
        return self.classifier(ops.tanh(self.dense(h)))


def make_data(n):
    ids = rng.integers(0, VOCAB, (n, SEQ)).astype(np.int32)
    y = (ids % NCLS == 0).sum(1).clip(0, NCLS - 1).astype(np.int32)
    return ids, y


def accuracy(net, ids, y):
    return float((net(Tensor(ids)).argmax(-1).asnumpy() == y).mean())


# ---- the upstream checkpoint (exported from torch: {k: v.numpy() for k, v in model.state_dict().items()}) ----
if not os.path.exists("pytorch_model.npz"):
    teacher = SeqClassifier()
    opt = nn.Adam(teacher.trainable_params(), 5e-3)
    gf = ms.value_and_grad(lambda i, t: nn.CrossEntropyLoss()(teacher(i), t), None, opt.parameters)
    for _ in range(300):
        i, t = make_data(64)
        _, g = gf(Tensor(i), Tensor(t)); opt(g)
    torch_names = {"embeddings.embedding_table": "embeddings.weight", "norm.gamma": "norm.weight",
                   "norm.beta": "norm.bias"}
    sd = {torch_names.get(p.name, p.name): p.asnumpy() for p in teacher.get_parameters()}
    np.savez("pytorch_model.npz", **sd)
    print("upstream model accuracy:", accuracy(teacher, *make_data(2000)))

# ---- conversion: torch state dict -> MindSpore checkpoint ----
state = np.load("pytorch_model.npz")
ms.save_checkpoint([{"name": k, "data": Tensor(state[k])} for k in state.files], "converted.ckpt")
print(f"converted {len(state.files)} tensors")

net = SeqClassifier()
ms.load_param_into_net(net, ms.load_checkpoint("converted.ckpt"))

eval_ids, eval_y = make_data(2000)
print(f"eval accuracy after loading pretrained weights: {accuracy(net, eval_ids, eval_y):.4f}")

opt = nn.Adam(net.trainable_params(), 1e-4)
gf = ms.value_and_grad(lambda i, t: nn.CrossEntropyLoss()(net(i), t), None, opt.parameters)
for step in range(60):
    i, t = make_data(32)
    loss, g = gf(Tensor(i), Tensor(t)); opt(g)
    if step % 20 == 0:
        print(f"finetune step {step} loss {loss.asnumpy():.4f}")
print(f"eval accuracy after fine-tuning: {accuracy(net, eval_ids, eval_y):.4f}")
