# Gradient x input saliency for a text classifier, ported from the PyTorch/Captum-style script.
# torch: embeds = model.embed(ids); embeds.requires_grad_(); ... (inside forward so that hooks see it)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

class TextCNN(nn.Cell):
    def __init__(self, vocab=500, dim=32, labels=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.conv = nn.Conv1d(dim, 32, 3, pad_mode="pad", padding=1, has_bias=True)
        self.head = nn.Dense(32, labels)
        self.return_embeds = False

    def construct(self, ids):
        embeds = self.embed(ids)
        embeds = embeds.requires_grad_()        # torch habit: make the input embeddings a leaf that gets .grad
        h = ops.relu(self.conv(embeds.transpose(0, 2, 1))).max(axis=-1)
        return self.head(h)

net = TextCNN()
loss_fn = nn.CrossEntropyLoss()
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Adam(net.trainable_params(), 1e-3))
train.set_train()

rng = np.random.default_rng(0)
print("fine-tuning before saliency ...")
for step in range(30):
    ids = rng.integers(0, 500, (16, 40)).astype(np.int32)
    labels = (ids[:, :5].sum(1) % 2).astype(np.int32)
    loss = train(ms.Tensor(ids), ms.Tensor(labels))
    if step % 10 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
