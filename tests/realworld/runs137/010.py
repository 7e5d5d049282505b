"""Character-level name classifier: python tokenizer in dataset.map, padded batches, custom train loop."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(3)

rng = np.random.default_rng(3)
SYL = {0: ["ka", "to", "mi", "ra", "shi"], 1: ["son", "berg", "ler", "mann", "ton"], 2: ["ez", "ia", "ado", "ita", "os"]}
names, labels = [], []
for _ in range(600):
    c = int(rng.integers(0, 3))
    names.append("".join(rng.choice(SYL[c], size=int(rng.integers(2, 5)))))
    labels.append(c)

CHARS = sorted(set("".join(names)))
STOI = {ch: i + 1 for i, ch in enumerate(CHARS)}
MAX_LEN = 20


def encode(name):
    s = name.item() if isinstance(name, np.ndarray) else name
    ids = [STOI[c] for c in str(s)][:MAX_LEN]
    return np.array(ids, dtype=np.int32)


data = ds.NumpySlicesDataset({"name": np.array(names), "label": np.array(labels, np.int32)}, shuffle=True)
data = data.map(operations=encode, input_columns="name", output_columns="ids", num_parallel_workers=1)
data = data.project(["ids", "label"])
data = data.padded_batch(32, drop_remainder=True, pad_info={"ids": ([MAX_LEN], 0)})


class CharCNN(nn.Cell):
    def __init__(self, vocab, n_cls=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, 24, padding_idx=0)
        self.conv = nn.Conv1d(24, 48, 3, pad_mode="same", has_bias=True)
        self.fc = nn.Dense(48, n_cls)

    def construct(self, ids):
        h = self.emb(ids).transpose(0, 2, 1)
        h = ops.relu(self.conv(h)).max(axis=-1)
        return self.fc(h)


net = CharCNN(len(CHARS) + 1)
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

steps = data.get_dataset_size()
for epoch in range(5):
    net.set_train(True)
    tot, correct, n = 0.0, 0, 0
    for step, (ids, y) in enumerate(data.create_tuple_iterator(), 1):
        loss, grads = grad_fn(ids, y)
        opt(grads)
        tot += float(loss.asnumpy())
        if step % 6 == 0:
            print(f"epoch {epoch + 1} step {step}/{steps} loss {float(loss.asnumpy()):.4f}")
    net.set_train(False)
    for ids, y in data.create_tuple_iterator():
        correct += int((net(ids).argmax(-1) == y).sum().asnumpy())
        n += y.shape[0]
    print(f"== epoch {epoch + 1} avg_loss {tot / steps:.4f} train_acc {correct / n:.3f}")
