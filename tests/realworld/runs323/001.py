# Port of a PyTorch text classifier; load weights converted from the HF checkpoint.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class TextCNN(nn.Cell):
    def __init__(self, vocab_size=30522, hidden=64, num_classes=4):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, hidden)
        self.proj = nn.Dense(hidden, hidden)
        self.classifier = nn.Dense(hidden, num_classes)
    def construct(self, ids):
        x = self.embedding(ids).mean(axis=1)
        return self.classifier(ops.relu(self.proj(x)))

# "converted" checkpoint from the torch model (tokenizer had added special tokens -> resized embeddings)
rng = np.random.default_rng(0)
torch_state = {
    "embedding.embedding_table": rng.normal(0, 0.02, (30524, 64)).astype(np.float32),
    "proj.weight": rng.normal(0, 0.02, (64, 64)).astype(np.float32),
    "proj.bias": np.zeros(64, np.float32),
    "classifier.weight": rng.normal(0, 0.02, (4, 64)).astype(np.float32),
    "classifier.bias": np.zeros(4, np.float32),
}
ms.save_checkpoint([{"name": k, "data": ms.Tensor(v)} for k, v in torch_state.items()], "converted_textcnn.ckpt")
print("saved converted checkpoint converted_textcnn.ckpt")

net = TextCNN()
param_dict = ms.load_checkpoint("converted_textcnn.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("params not loaded:", not_loaded)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-5)
loss_fn = nn.CrossEntropyLoss()
def fwd(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(5):
    x = ms.Tensor(rng.integers(0, 30522, (8, 32)), ms.int32)
    y = ms.Tensor(rng.integers(0, 4, (8,)), ms.int32)
    loss, g = grad_fn(x, y)
    opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
