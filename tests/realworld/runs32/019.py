# Token-classification fine-tune port: labels come from the HF preprocessing (sub-word positions and
# padding set to -100); loss ported as MindSpore's sparse softmax cross entropy.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
NUM_TAGS, VOCAB, H = 5, 60, 32

class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, H)
        self.cls = nn.Dense(H, NUM_TAGS)
    def construct(self, ids):
        return self.cls(self.emb(ids))

net = Tagger()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

def forward_fn(ids, labels):
    logits = net(ids)
    return loss_fn(logits.reshape(-1, NUM_TAGS), labels.reshape(-1))

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
ids = np.random.randint(1, VOCAB, (4, 10)).astype(np.int32)
labels = np.random.randint(0, NUM_TAGS, (4, 10)).astype(np.int32)
labels[:, 0] = -100          # [CLS]
labels[:, 7:] = -100         # padding
labels[1, 3] = -100          # continuation sub-word
for step in range(3):
    loss, grads = grad_fn(Tensor(ids), Tensor(labels))
    opt(grads)
    print(f"step {step} loss {float(loss.asnumpy()):.4f}")
