# HF model returns ModelOutput(loss, logits); port keeps has_aux=True but the forward only returns the loss
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
np.random.seed(0)

class TinyClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Dense(24, 48), nn.GELU()])
        self.classifier = nn.Dense(48, 3)
        self.loss_fct = nn.CrossEntropyLoss()
    def construct(self, x, labels=None):
        logits = self.classifier(self.encoder(x))
        if labels is not None:
            return self.loss_fct(logits, labels)
        return logits

model = TinyClassifier()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=2e-3, weight_decay=0.01)

def forward_fn(x, labels):
    loss = model(x, labels)
    return loss

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)
x = ms.Tensor(np.random.randn(32, 24).astype(np.float32))
labels = ms.Tensor(np.random.randint(0, 3, (32,)).astype(np.int32))
for step in range(10):
    loss, grads = grad_fn(x, labels)
    optimizer(grads)
    print(f"step {step} loss {loss}")
