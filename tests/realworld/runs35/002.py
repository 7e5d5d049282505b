# Intent classifier port. torch: self.lstm = nn.LSTM(emb, hidden, batch_first=True) and the initial state
# h0 = torch.zeros(num_layers, batch, hidden). The port wrote nn.LSTM(emb, hidden, num_layers=1) and lost
# batch_first=True (MindSpore's default is batch_first=False as well), so (batch, seq, emb) is read as (seq, batch, emb).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)

class IntentLSTM(nn.Cell):
    def __init__(self, vocab=500, emb=32, hidden=64, n_cls=5):
        super().__init__()
        self.hidden = hidden
        self.embed = nn.Embedding(vocab, emb)
        self.lstm = nn.LSTM(emb, hidden, num_layers=1)          # torch: batch_first=True
        self.head = nn.Dense(hidden, n_cls)
    def construct(self, input_ids):
        x = self.embed(input_ids)                               # (batch, seq, emb)
        b = x.shape[0]
        h0 = ops.zeros((1, b, self.hidden), ms.float32)
        c0 = ops.zeros((1, b, self.hidden), ms.float32)
        out, _ = self.lstm(x, (h0, c0))
        return self.head(out[:, -1])

net = IntentLSTM()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
def forward(ids, y):
    return loss_fn(net(ids), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
ids = Tensor(np.random.randint(1, 500, (8, 20)).astype(np.int32))
y = Tensor(np.random.randint(0, 5, (8,)).astype(np.int32))
for step in range(5):
    loss, grads = grad_fn(ids, y)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
