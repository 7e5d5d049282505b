# Port of a PyTorch text classifier: the collate_fn from the torch DataLoader is reused as-is.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)

VOCAB, SEQ, NCLS = 2000, 48, 4

class TextDataset:
    def __init__(self, n=512):
        rng = np.random.default_rng(0)
        self.ids = rng.integers(1, VOCAB, (n, SEQ))
        self.labels = (self.ids[:, 0] % NCLS)
    def __getitem__(self, i):
        return self.ids[i], self.labels[i]
    def __len__(self):
        return len(self.ids)

def collate(ids, labels, batch_info):
    # from the torch code: torch.tensor(np.stack(ids)).float() then padded with torch.nn.functional.pad
    ids = np.stack(ids).astype(np.float32)
    return ids, np.array(labels, dtype=np.int32)

dataset = ds.GeneratorDataset(TextDataset(), ["input_ids", "label"], shuffle=True)
dataset = dataset.batch(32, drop_remainder=True, per_batch_map=collate,
                        input_columns=["input_ids", "label"])

class BagOfEmbeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64)
        self.fc = nn.Dense(64, NCLS)
    def construct(self, ids):
        h = self.emb(ids).mean(axis=1)
        return self.fc(h)

net = BagOfEmbeddings()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()
print("dataset size:", dataset.get_dataset_size())
for epoch in range(2):
    for step, (ids, label) in enumerate(dataset.create_tuple_iterator()):
        loss = train_net(ids, label)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
