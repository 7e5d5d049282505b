# BERT-like encoder port: position ids built with numpy inside construct (torch: torch.arange(seq_len)).
# Batches are padded to the longest sequence (DataCollatorWithPadding habit), so set_inputs marks the
# batch and sequence axes as dynamic.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
VOCAB, D, MAXPOS = 200, 32, 64


class Embeddings(nn.Cell):
    def __init__(self):
        super().__init__()
        self.word = nn.Embedding(VOCAB, D)
        self.position = nn.Embedding(MAXPOS, D)
        self.ln = nn.LayerNorm((D,))

    def construct(self, input_ids):
        seq_len = input_ids.shape[1]
        position_ids = ms.Tensor(np.arange(seq_len)[None, :], ms.int32)
        return self.ln(self.word(input_ids) + self.position(position_ids))


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = Embeddings()
        self.ffn = nn.SequentialCell([nn.Dense(D, 64), nn.GELU(), nn.Dense(64, D)])
        self.head = nn.Dense(D, 2)

    def construct(self, input_ids):
        h = self.emb(input_ids)
        h = h + self.ffn(h)
        return self.head(h[:, 0])


def collate(batch_len):
    lens = np.random.randint(4, 20, 8)
    L = lens.max()
    ids = np.zeros((8, L), np.int32)
    for i, n in enumerate(lens):
        ids[i, :n] = np.random.randint(1, VOCAB, n)
    return ms.Tensor(ids), ms.Tensor((lens > 10).astype(np.int32))


model = Classifier()
net = nn.TrainOneStepCell(nn.WithLossCell(model, nn.CrossEntropyLoss()), nn.Adam(model.trainable_params(), 1e-3))
net.set_inputs(ms.Tensor(shape=[None, None], dtype=ms.int32), ms.Tensor(shape=[None], dtype=ms.int32))
for step in range(10):
    ids, y = collate(8)
    print(f"step {step} seq_len {ids.shape[1]} loss {net(ids, y)}")
