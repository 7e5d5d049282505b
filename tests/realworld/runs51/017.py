# Parity check: ported BERT pooler + classifier vs HF BertForSequenceClassification logits (eval mode).
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(17)
H, L = 64, 2

class BertPooler(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(H, H)
    def construct(self, hidden_states):
        return self.dense(hidden_states[:, 0])

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.pooler = BertPooler()
        self.dropout = nn.Dropout(p=0.1)
        self.classifier = nn.Dense(H, L)
    def construct(self, hidden_states):
        return self.classifier(self.dropout(self.pooler(hidden_states)))

hf = {"bert.pooler.dense.weight": rng.normal(0, 0.2, (H, H)).astype(np.float32),
      "bert.pooler.dense.bias": rng.normal(0, 0.05, H).astype(np.float32),
      "classifier.weight": rng.normal(0, 0.2, (L, H)).astype(np.float32),
      "classifier.bias": np.zeros(L, np.float32)}
params = {k.replace("bert.", ""): ms.Parameter(ms.Tensor(v), name=k.replace("bert.", "")) for k, v in hf.items()}
net = Classifier()
net.set_train(False)
print("load_param_into_net:", ms.load_param_into_net(net, params, strict_load=True))

hidden = rng.normal(0, 1, (6, 12, H)).astype(np.float32)    # last_hidden_state dumped from the HF encoder
pooled = np.tanh(hidden[:, 0] @ hf["bert.pooler.dense.weight"].T + hf["bert.pooler.dense.bias"])
ref = pooled @ hf["classifier.weight"].T + hf["classifier.bias"]
out = net(ms.Tensor(hidden)).asnumpy()
print("HF logits:\n", ref.round(4))
print("MS logits:\n", out.round(4))
print(f"max abs diff {np.abs(out - ref).max():.4f} | argmax agree {np.mean(out.argmax(1) == ref.argmax(1)):.2f}")
np.testing.assert_allclose(out, ref, atol=1e-4, err_msg="pooler/classifier port differs from HF")
