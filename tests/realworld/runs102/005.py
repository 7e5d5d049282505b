"""Export a fine-tuned sentiment MLP as safetensors (the format the serving team asked for),
then run the inference smoke test the way our old .ckpt scripts did."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_seed(5)
np.random.seed(5)
ms.set_context(mode=ms.PYNATIVE_MODE)


class SentimentHead(nn.Cell):
    def __init__(self, dim=32, hidden=64):
        super().__init__()
        self.proj = nn.Dense(dim, hidden)
        self.act = nn.Tanh()
        self.out = nn.Dense(hidden, 2)

    def construct(self, x):
        return self.out(self.act(self.proj(x)))


x = np.random.randn(512, 32).astype(np.float32)
y = (x[:, :4].sum(1) > 0).astype(np.int32)
net = SentimentHead()
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for epoch in range(5):
    for i in range(0, 512, 64):
        loss, grads = grad_fn(Tensor(x[i:i + 64]), Tensor(y[i:i + 64]))
        opt(grads)
    print(f"epoch {epoch}: loss {loss.asnumpy():.4f}")

os.makedirs("export_005", exist_ok=True)
ms.save_checkpoint(net, "export_005/model.safetensors", format="safetensors")
print("exported export_005/model.safetensors")

# ---- inference smoke test (copied from infer_ckpt.py) ----
infer_net = SentimentHead()
ms.load_checkpoint("export_005/model.safetensors", net=infer_net)
pred = infer_net(Tensor(x[:8])).asnumpy().argmax(-1)
print("pred", pred, "gold", y[:8])
