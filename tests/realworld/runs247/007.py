# Migrate a fine-tuned PyTorch bag-of-embeddings text classifier (state dict exported to .npz) and evaluate it
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

class TextClassifier(nn.Cell):
    def __init__(self, vocab=200, dim=16, num_classes=5):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.classifier = nn.Dense(dim, num_classes)
    def construct(self, ids):
        return self.classifier(self.embed(ids).mean(1))

state = np.load("torch_textcls_state_dict.npz")
ms_params = [{"name": k, "data": Tensor(state[k])} for k in state.files]
for p in ms_params:
    print("converted", p["name"], tuple(p["data"].shape))
ms.save_checkpoint(ms_params, "textcls_ms.ckpt")

net = TextClassifier()
ms.load_param_into_net(net, ms.load_checkpoint("textcls_ms.ckpt"))

ev = np.load("eval_set.npz")
eval_ds = ds.NumpySlicesDataset({"input_ids": ev["input_ids"], "label": ev["label"]}, shuffle=False).batch(100)
model = ms.Model(net, loss_fn=nn.CrossEntropyLoss(), metrics={"acc": nn.Accuracy(), "loss": nn.Loss()})
res = model.eval(eval_ds)
print(f"eval accuracy: {res['acc']:.4f}  eval loss: {res['loss']:.4f}  (pytorch reference accuracy: 1.0000)")
