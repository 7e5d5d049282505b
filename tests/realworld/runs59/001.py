# export the fine-tuned classifier to MINDIR for serving (like torch.jit.trace with one example)
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

class TextCNN(nn.Cell):
    def __init__(self, vocab=500, dim=32, classes=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.conv = nn.Conv1d(dim, 64, 3, pad_mode="pad", padding=1, has_bias=True)
        self.fc = nn.Dense(64, classes)
    def construct(self, ids):
        x = self.emb(ids).transpose(0, 2, 1)
        x = self.conv(x).max(axis=2)
        return self.fc(x)

net = TextCNN()
net.set_train(False)
example = Tensor(np.zeros((1, 64), np.int32))   # one example, as with torch.jit.trace
ms.export(net, example, file_name="textcnn", file_format="MINDIR")
print("exported textcnn.mindir")

graph = ms.load("textcnn.mindir")
served = nn.GraphCell(graph)
batch = Tensor(np.random.randint(0, 500, (8, 64)).astype(np.int32))
print("serving batch", batch.shape)
logits = served(batch)
print(logits.shape)
