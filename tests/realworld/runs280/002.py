# Port of a PyTorch GRU sentiment model: custom training loop in PyNative mode, ids padded by a collate fn
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(1)

VOCAB, MAX_LEN, EMB, HID = 5000, 48, 64, 64
rng = np.random.default_rng(7)
corpus = [rng.integers(2, VOCAB, rng.integers(8, MAX_LEN)).tolist() for _ in range(600)]
labels = [int(sum(t[:3]) % 2) for t in corpus]


class SentimentData:
    def __init__(self, seqs, labels, max_len):
        self.seqs, self.labels, self.max_len = seqs, labels, max_len

    def __getitem__(self, i):
        ids = self.seqs[i][: self.max_len]
        padded = np.zeros(self.max_len)  # pad_id = 0
        padded[: len(ids)] = ids
        return padded, np.int32(self.labels[i])

    def __len__(self):
        return len(self.seqs)


class GRUClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, EMB, padding_idx=0)
        self.gru = nn.GRU(EMB, HID, batch_first=True)
        self.fc = nn.Dense(HID, 2)

    def construct(self, ids):
        x = self.embedding(ids)
        out, h = self.gru(x)
        return self.fc(h[-1])


train_ds = ds.GeneratorDataset(SentimentData(corpus, labels, MAX_LEN), ["input_ids", "label"], shuffle=True)
train_ds = train_ds.batch(16, drop_remainder=True)
net = GRUClassifier()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-3)


def forward_fn(ids, label):
    logits = net(ids)
    return loss_fn(logits, label), logits


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)


def train_step(ids, label):
    (loss, _), grads = grad_fn(ids, label)
    optimizer(grads)
    return loss


for epoch in range(3):
    net.set_train()
    for step, (ids, label) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_step(ids, label)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
