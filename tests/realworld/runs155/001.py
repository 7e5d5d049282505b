"""Sentiment classifier on toy token data: variable-length reviews padded per batch."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)

VOCAB, PAD, MAX_LEN = 200, 0, 32


class ReviewSource:
    """Yields (token_ids, label) like a torch Dataset.__getitem__."""
    def __init__(self, n=256):
        self.samples = []
        for _ in range(n):
            length = np.random.randint(5, MAX_LEN)
            label = np.random.randint(0, 2)
            toks = np.random.randint(1 + 100 * label, 100 + 100 * label, size=length).astype(np.int32)
            self.samples.append((toks, np.int32(label)))

    def __getitem__(self, i):
        return self.samples[i]

    def __len__(self):
        return len(self.samples)


def pad_collate(tokens, labels, batch_info):
    """Port of the torch collate_fn: pad every sequence to the longest one in the batch."""
    longest = max(len(t) for t in tokens)
    padded = [np.pad(t, (0, longest - len(t)), constant_values=PAD) for t in tokens]
    return (padded,)


class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32, padding_idx=PAD)
        self.fc = nn.Dense(32, 2)

    def construct(self, x):
        return self.fc(self.emb(x).mean(axis=1))


train_ds = ds.GeneratorDataset(ReviewSource(), column_names=["input_ids", "label"], shuffle=True)
train_ds = train_ds.batch(16, per_batch_map=pad_collate, input_columns=["input_ids", "label"],
                          num_parallel_workers=2)

net = BagOfEmbeddings()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
model = ms.Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"acc"})
print("start training, steps per epoch:", train_ds.get_dataset_size())
model.train(3, train_ds, callbacks=[ms.train.LossMonitor(4)], dataset_sink_mode=False)
