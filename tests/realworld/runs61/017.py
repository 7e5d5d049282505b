# Fine-tuning on a CSV export: labels read as a (N, 1) column and squeezed in the collate function
# (torch habit: torch.tensor(batch_labels).squeeze()); train set compiled once for dynamic batch.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(17)

BATCH = 16
N = 97   # rows left after dropping empty texts


class BagOfWords(nn.Cell):
    def __init__(self, vocab=100, hidden=32, num_labels=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.fc = nn.Dense(hidden, hidden, activation="relu")
        self.out = nn.Dense(hidden, num_labels)

    def construct(self, input_ids):
        return self.out(self.fc(self.embed(input_ids).mean(1)))


def collate(rows_ids, rows_labels):
    input_ids = np.stack(rows_ids).astype(np.int32)
    labels = np.array(rows_labels, dtype=np.int32).squeeze()
    return ms.Tensor(input_ids), ms.Tensor(labels)


ids = np.random.randint(1, 100, (N, 12))
label_col = ((ids < 50).sum(1) > 6).astype(np.int32).reshape(-1, 1)   # df[["label"]].values

model = BagOfWords()
train_net = nn.TrainOneStepCell(nn.WithLossCell(model, nn.CrossEntropyLoss()),
                                nn.Adam(model.trainable_params(), learning_rate=3e-3))
train_net.set_inputs(ms.Tensor(shape=[None, None], dtype=ms.int32), ms.Tensor(shape=[None], dtype=ms.int32))
for epoch in range(2):
    for step, i in enumerate(range(0, N, BATCH)):
        x, y = collate(list(ids[i:i + BATCH]), list(label_col[i:i + BATCH]))
        loss = train_net(x, y)
        print(f"epoch {epoch} step {step} x {tuple(x.shape)} y {tuple(y.shape)} loss {float(loss):.4f}")
