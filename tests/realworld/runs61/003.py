# Hierarchical document classifier ported from PyTorch: sentences that are pure padding are skipped
# before pooling (torch: [enc(s) for s in doc if s.sum() > 0]).
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(1)

VOCAB, HIDDEN, MAX_SENTS, SENT_LEN = 200, 32, 6, 10


class SentenceEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, HIDDEN, padding_idx=0)
        self.proj = nn.Dense(HIDDEN, HIDDEN, activation="tanh")

    def construct(self, sent_ids):
        return self.proj(self.embedding(sent_ids).mean(-2))


class HierarchicalClassifier(nn.Cell):
    def __init__(self, num_labels=3):
        super().__init__()
        self.sent_encoder = SentenceEncoder()
        self.doc_proj = nn.Dense(HIDDEN, HIDDEN, activation="relu")
        self.classifier = nn.Dense(HIDDEN, num_labels)

    def construct(self, doc_ids):
        # doc_ids: (batch, MAX_SENTS, SENT_LEN)
        sent_vecs = [self.sent_encoder(doc_ids[:, i]) for i in range(MAX_SENTS)
                     if doc_ids[:, i].sum() > 0]
        doc = ops.stack(sent_vecs, axis=1).mean(1)
        return self.classifier(self.doc_proj(doc))


def make_docs(n=96):
    docs = np.zeros((n, MAX_SENTS, SENT_LEN), np.int32)
    for d in range(n):
        n_sents = np.random.randint(2, MAX_SENTS + 1)
        docs[d, :n_sents] = np.random.randint(1, VOCAB, (n_sents, SENT_LEN))
    labels = (docs[:, 0, 0] % 3).astype(np.int32)
    return docs, labels


model = HierarchicalClassifier()
loss_net = nn.WithLossCell(model, nn.CrossEntropyLoss())
train_net = nn.TrainOneStepCell(loss_net, nn.Adam(model.trainable_params(), learning_rate=2e-3))
docs, labels = make_docs()
for epoch in range(2):
    for i in range(0, len(docs), 16):
        loss = train_net(ms.Tensor(docs[i:i + 16]), ms.Tensor(labels[i:i + 16]))
        print(f"epoch {epoch} batch {i // 16} loss {float(loss):.4f}")
