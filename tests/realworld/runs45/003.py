# Parity check of a ported BERT-style classification head against reference logits.
# The torch reference was produced under model.eval(); the port only calls set_train() once for training.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(42)
np.random.seed(42)

HIDDEN, NUM_LABELS = 64, 4

class ClassificationHead(nn.Cell):
    def __init__(self, hidden, num_labels, dropout_prob=0.1):
        super().__init__()
        self.dense = nn.Dense(hidden, hidden)
        self.dropout = nn.Dropout(p=dropout_prob)
        self.out_proj = nn.Dense(hidden, num_labels)

    def construct(self, features):
        x = self.dropout(features)
        x = ops.tanh(self.dense(x))
        x = self.dropout(x)
        return self.out_proj(x)

head = ClassificationHead(HIDDEN, NUM_LABELS)
head.set_train()  # model.train()

# short fine-tune so the weights are not at init
opt = nn.AdamWeightDecay(head.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda f, y: loss_fn(head(f), y), None, opt.parameters)
for step in range(30):
    f = ms.Tensor(np.random.randn(16, HIDDEN).astype(np.float32))
    y = ms.Tensor(np.random.randint(0, NUM_LABELS, 16).astype(np.int32))
    loss, g = grad_fn(f, y)
    opt(g)
    if step % 10 == 0:
        print(f"train step {step} loss {loss.asnumpy():.4f}")

# reference: same weights exported to the torch model, evaluated under model.eval()
params = {p.name: p.asnumpy() for p in head.get_parameters()}
def reference_forward(f):
    x = np.tanh(f @ params["dense.weight"].T + params["dense.bias"])
    return x @ params["out_proj.weight"].T + params["out_proj.bias"]

features = np.random.randn(8, HIDDEN).astype(np.float32)
ref = reference_forward(features)
# was: model.eval(); with torch.no_grad(): logits = model(features)
out = head(ms.Tensor(features)).asnumpy()
diff = np.abs(out - ref)
print("reference logits[0]:", np.round(ref[0], 5))
print("ported    logits[0]:", np.round(out[0], 5))
print(f"max abs diff {diff.max():.6f}  mean abs diff {diff.mean():.6f}")
print("argmax agreement:", float((out.argmax(-1) == ref.argmax(-1)).mean()))
assert np.allclose(out, ref, atol=1e-4), "parity check FAILED: ported head does not match the reference logits"
print("parity OK")
