"""Evaluate a PyTorch-trained topic classifier after porting it to MindSpore (state dict converted to a MindSpore checkpoint)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(6)
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
V, D, C, L = 200, 32, 4, 12


class TopicNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(V, D)
        self.norm = nn.LayerNorm((D,))
        self.fc1 = nn.Dense(D, 64)
        self.act = nn.GELU()
        self.fc2 = nn.Dense(64, C)

    def construct(self, ids):
        return self.fc2(self.act(self.fc1(self.norm(self.embed(ids).mean(1)))))


def convert_torch_state_dict(path, out_ckpt):
    sd = np.load(path)
    params = []
    for k in sd.files:
        name = k[len("module."):] if k.startswith("module.") else k   # saved from DistributedDataParallel
        params.append({"name": name, "data": ms.Tensor(sd[k])})
    ms.save_checkpoint(params, out_ckpt)
    return len(params)


def data(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, C, n)
    ids = rng.integers(0, V, (n, L))
    ids[:, :4] = (y[:, None] * 50 + rng.integers(0, 50, (n, 4)))
    return ids.astype(np.int32), y.astype(np.int32)


n = convert_torch_state_dict("topicnet_pytorch_state_dict.npz", "topicnet.ckpt")
print(f"converted {n} tensors -> topicnet.ckpt")
net = TopicNet()
ms.load_param_into_net(net, ms.load_checkpoint("topicnet.ckpt"))
print("loaded topicnet.ckpt")
net.set_train(False)

x, y = data(1000, 7)
eval_ds = ds.NumpySlicesDataset((x, y), column_names=["ids", "label"], shuffle=False).batch(100)
correct, total, losses = 0, 0, []
loss_fn = nn.CrossEntropyLoss()
for ids, label in eval_ds.create_tuple_iterator():
    logits = net(ids)
    losses.append(loss_fn(logits, label).asnumpy())
    correct += int((logits.argmax(1) == label).sum().asnumpy())
    total += label.shape[0]
print(f"eval loss {np.mean(losses):.4f}  eval accuracy {correct / total:.4f} ({correct}/{total})")
