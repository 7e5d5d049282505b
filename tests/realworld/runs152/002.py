"""Tabular classifier ported from a PyTorch notebook: features come straight from pandas/numpy."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

# numpy default dtype (float64) -- in torch the notebook did torch.from_numpy(X).float() later in the loop
rng = np.random.default_rng(42)
X = rng.normal(size=(600, 20))
y = (X[:, :3].sum(1) > 0).astype(np.int32)

class TabNet(nn.Cell):
    def __init__(self, d_in=20, hidden=64, n_cls=2):
        super().__init__()
        self.fc1 = nn.Dense(d_in, hidden)
        self.act = nn.GELU()
        self.drop = nn.Dropout(p=0.1)
        self.fc2 = nn.Dense(hidden, n_cls)
    def construct(self, x):
        return self.fc2(self.drop(self.act(self.fc1(x))))

model = TabNet()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3, weight_decay=0.01)

def forward_fn(data, label):
    logits = model(data)
    return loss_fn(logits, label), logits

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

def train_step(data, label):
    (loss, _), grads = grad_fn(data, label)
    optimizer(grads)
    return loss

model.set_train()
for epoch in range(3):
    for i in range(0, len(X), 64):
        xb, yb = Tensor(X[i:i+64]), Tensor(y[i:i+64])
        loss = train_step(xb, yb)
    print(f"Epoch {epoch+1}: loss={loss.asnumpy():.4f}")
