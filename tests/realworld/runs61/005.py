# Span pooling ported from a torch token-classification head: walk the sequence with a tensor
# cursor until the first [SEP] (id 2) and average the token states seen so far.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(3)

SEP_ID = 2


class SpanPoolClassifier(nn.Cell):
    def __init__(self, vocab=120, hidden=32, num_labels=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.encoder = nn.Dense(hidden, hidden, activation="gelu")
        self.classifier = nn.Dense(hidden, num_labels)

    def construct(self, input_ids):
        hidden_states = self.encoder(self.embed(input_ids))
        span_states = []
        pos = ms.Tensor(0, ms.int32)
        # torch: while pos < seq_len and not (input_ids[:, pos] == SEP_ID).all(): ...
        while pos < input_ids.shape[1]:
            if (input_ids[:, pos] == SEP_ID).all():
                break
            span_states.append(hidden_states[:, pos])
            pos = pos + 1
        pooled = ops.stack(span_states, axis=1).mean(1)
        return self.classifier(pooled)


ids = np.random.randint(3, 120, (64, 16)).astype(np.int32)
ids[:, 10] = SEP_ID
labels = (ids[:, 0] > 60).astype(np.int32)

net = SpanPoolClassifier()
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), learning_rate=1e-3))
for step in range(4):
    b = slice(step * 16, (step + 1) * 16)
    print("step", step, "loss", train_net(ms.Tensor(ids[b]), ms.Tensor(labels[b])))
