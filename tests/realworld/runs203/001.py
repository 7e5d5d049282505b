# Port a tiny HF text-classifier head by hand: weights come from model.safetensors
# (the checkpoint was saved by HF in fp16), activations come from our fp32 encoder.
import os, numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from safetensors.numpy import save_file, load_file

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
os.makedirs("hf_ckpt", exist_ok=True)
rng = np.random.default_rng(0)
save_file({
    "pre_classifier.weight": (rng.standard_normal((64, 64)) * 0.05).astype(np.float16),
    "pre_classifier.bias": np.zeros(64, np.float16),
    "classifier.weight": (rng.standard_normal((2, 64)) * 0.05).astype(np.float16),
    "classifier.bias": np.zeros(2, np.float16),
}, "hf_ckpt/model.safetensors")


class DistilBertHead(nn.Cell):
    """Mirror of HF DistilBertForSequenceClassification head, weights taken as-is from safetensors."""
    def __init__(self, sd):
        super().__init__()
        self.pre_w = Parameter(Tensor(sd["pre_classifier.weight"]), name="pre_classifier.weight")
        self.pre_b = Parameter(Tensor(sd["pre_classifier.bias"]), name="pre_classifier.bias")
        self.cls_w = Parameter(Tensor(sd["classifier.weight"]), name="classifier.weight")
        self.cls_b = Parameter(Tensor(sd["classifier.bias"]), name="classifier.bias")
        self.relu = nn.ReLU()
        self.matmul = ops.MatMul(transpose_b=True)

    def construct(self, hidden_state):
        pooled = hidden_state[:, 0]
        x = self.matmul(pooled, self.pre_w) + self.pre_b
        x = self.relu(x)
        return self.matmul(x, self.cls_w) + self.cls_b


sd = load_file("hf_ckpt/model.safetensors")
head = DistilBertHead(sd)
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(head.trainable_params(), learning_rate=5e-5)

def forward(h, y):
    return loss_fn(head(h), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(3):
    hidden = Tensor(rng.standard_normal((8, 16, 64)).astype(np.float32))  # encoder output, fp32
    labels = Tensor(rng.integers(0, 2, 8).astype(np.int32))
    loss, grads = grad_fn(hidden, labels)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
