"""Bi-LSTM sentence classifier; final hidden states flattened as in the torch version."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(2)
VOCAB, EMB, H, LAYERS, C, SEQ = 1000, 64, 64, 2, 5, 30

class BiLSTMClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, EMB)
        self.lstm = nn.LSTM(EMB, H, num_layers=LAYERS, bidirectional=True, batch_first=True, dropout=0.1)
        self.fc = nn.Dense(2 * H, C)   # forward + backward final state
    def construct(self, ids):
        _, (h_n, _) = self.lstm(self.emb(ids))
        # h_n: (num_layers * num_directions, batch, hidden)
        feat = h_n.transpose(1, 0, 2).reshape(ids.shape[0], -1)
        return self.fc(feat)

net = BiLSTMClassifier()
opt = nn.Adam(net.trainable_params(), 1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
ids = np.random.randint(1, VOCAB, size=(128, SEQ)).astype(np.int32)
y = np.random.randint(0, C, size=128).astype(np.int32)
for epoch in range(2):
    for i in range(0, 128, 16):
        loss, grads = grad_fn(Tensor(ids[i:i + 16]), Tensor(y[i:i + 16]))
        opt(grads)
    print(f"epoch {epoch} loss {float(loss):.4f}")
