# torch.onnx.export(model, (input_ids, attention_mask), ...) habit ported to ms.export
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

class PairClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(3000, 32)
        self.out = nn.Dense(32, 2)
    def construct(self, input_ids, attention_mask):
        h = self.emb(input_ids) * attention_mask.astype(ms.float32).expand_dims(-1)
        return self.out(h.mean(1))

net = PairClassifier(); net.set_train(False)
dummy = (Tensor(np.ones((1, 128), np.int32)), Tensor(np.ones((1, 128), np.int32)))
ms.export(net, dummy, file_name="pair_classifier", file_format="MINDIR")
print("exported")
