"""BiLSTM sequence classifier (intent detection), ported from a PyTorch notebook.
The notebook started with a uni-directional LSTM; bidirectional=True was switched on later."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(42)
VOCAB, EMB, HID, SEQ_LEN, BATCH, N_LAYERS = 500, 32, 64, 24, 16, 1
N_INTENTS = 5


class IntentBiLSTM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, EMB)
        self.lstm = nn.LSTM(EMB, HID, num_layers=N_LAYERS, batch_first=True, bidirectional=True)
        self.dropout = nn.Dropout(p=0.2)
        self.head = nn.Dense(2 * HID, N_INTENTS)

    def init_hidden(self, batch_size):
        # torch: (torch.zeros(self.n_layers, bs, self.hidden), torch.zeros(self.n_layers, bs, self.hidden))
        h = ops.zeros((N_LAYERS, batch_size, HID), ms.float32)
        c = ops.zeros((N_LAYERS, batch_size, HID), ms.float32)
        return h, c

    def construct(self, tokens):
        emb = self.embedding(tokens)
        out, _ = self.lstm(emb, self.init_hidden(tokens.shape[0]))
        pooled = out.mean(axis=1)
        return self.head(self.dropout(pooled))


rng = np.random.default_rng(0)
tokens = rng.integers(1, VOCAB, (320, SEQ_LEN)).astype(np.int32)
labels = (tokens[:, 0] % N_INTENTS).astype(np.int32)

net = IntentBiLSTM()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)

print(f"params: {sum(p.size for p in net.trainable_params())}")
for epoch in range(3):
    net.set_train()
    for i in range(0, len(tokens), BATCH):
        x = ms.Tensor(tokens[i:i + BATCH])
        y = ms.Tensor(labels[i:i + BATCH])
        loss, grads = grad_fn(x, y)
        opt(grads)
        if (i // BATCH) % 5 == 0:
            print(f"epoch {epoch} step {i // BATCH:3d} loss {loss.asnumpy():.4f}")
