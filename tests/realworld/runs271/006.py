"""Evaluate a text classifier whose weights come from a PyTorch state_dict converted to a MindSpore ckpt."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)
ms.set_seed(0)

VOCAB, SEQ, HID, C = 500, 16, 32, 3


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, HID)
        self.norm = nn.LayerNorm((HID,))
        self.fc = nn.Dense(HID, C)

    def construct(self, x):
        return self.fc(self.norm(self.embed(x).mean(1)))


# synthetic 3-class problem: each token votes for a class
token_class = np.random.randint(0, C, VOCAB)
def make(n):
    x = np.random.randint(0, VOCAB, (n, SEQ)).astype(np.int32)
    votes = np.stack([(token_class[x] == c).sum(1) for c in range(C)], 1)
    return x, votes.argmax(1).astype(np.int32)

# ---- stage 1: the "upstream" training (stands in for the PyTorch DDP job) ----
xtr, ytr = make(2000)
src = MLP()
opt = nn.Adam(src.trainable_params(), learning_rate=1e-2)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(src(x), y), None, opt.parameters)
train_ds = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True).batch(64)
for epoch in range(8):
    for x, y in train_ds.create_tuple_iterator():
        loss, g = grad_fn(x, y)
        opt(g)
    print(f"upstream epoch {epoch} loss {loss.asnumpy():.4f}")

# export as torch would from a DataParallel-wrapped model (torch parameter names)
state_dict = {
    "module.embed.weight": src.embed.embedding_table.asnumpy(),
    "module.norm.weight": src.norm.gamma.asnumpy(), "module.norm.bias": src.norm.beta.asnumpy(),
    "module.fc.weight": src.fc.weight.asnumpy(), "module.fc.bias": src.fc.bias.asnumpy(),
}
np.savez("mlp_ddp.npz", **state_dict)

# ---- stage 2: the MindSpore side loads the converted checkpoint and evaluates ----
sd = np.load("mlp_ddp.npz")
ms.save_checkpoint([{"name": k, "data": ms.Tensor(sd[k])} for k in sd.files], "mlp_converted.ckpt")

net = MLP()
param_dict = ms.load_checkpoint("mlp_converted.ckpt")
ms.load_param_into_net(net, param_dict)
print("checkpoint loaded: mlp_converted.ckpt")

xte, yte = make(1000)
net.set_train(False)
pred = net(ms.Tensor(xte)).argmax(1).asnumpy()
print(f"eval samples {len(yte)}  accuracy {(pred == yte).mean():.4f}")
