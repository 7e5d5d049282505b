# Evaluate a bag-of-words intent classifier with weights converted from the PyTorch state_dict.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
VOCAB, DIM, NCLS = 1000, 32, 4

class BowClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, DIM)
        self.norm = nn.LayerNorm((DIM,))
        self.fc = nn.Dense(DIM, NCLS)
    def construct(self, ids):
        return self.fc(self.norm(self.embed(ids).mean(axis=1)))

# torch state_dict exported with numpy (keys exactly as torch names them)
rng = np.random.default_rng(0)
emb = rng.normal(0, 0.1, (VOCAB, DIM)).astype(np.float32)
emb[np.arange(VOCAB), np.arange(VOCAB) % NCLS] += 3.0
fc_w = np.zeros((NCLS, DIM), np.float32); fc_w[np.arange(NCLS), np.arange(NCLS)] = 5.0
torch_sd = {"embed.weight": emb, "norm.weight": np.ones(DIM, np.float32), "norm.bias": np.zeros(DIM, np.float32),
            "fc.weight": fc_w, "fc.bias": np.zeros(NCLS, np.float32)}
ms.save_checkpoint([{"name": k, "data": ms.Tensor(v)} for k, v in torch_sd.items()], "intent_bow.ckpt")

net = BowClassifier()
ms.load_param_into_net(net, ms.load_checkpoint("intent_bow.ckpt"))
net.set_train(False)

def gen():
    r = np.random.default_rng(1)
    for _ in range(1024):
        c = int(r.integers(0, NCLS))
        ids = (r.integers(0, VOCAB // NCLS, 24) * NCLS + c).astype(np.int32)
        ids[:8] = r.integers(0, VOCAB, 8)
        yield ids, np.int32(c)

eval_ds = ds.GeneratorDataset(gen, ["input_ids", "label"], shuffle=False).batch(64)
correct = total = 0
for ids, label in eval_ds.create_tuple_iterator():
    pred = net(ids).argmax(axis=1)
    correct += int((pred == label).sum().asnumpy()); total += label.shape[0]
print(f"eval accuracy: {correct / total:.4f} ({correct}/{total})")
