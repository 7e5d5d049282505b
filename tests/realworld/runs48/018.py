# End of a port: train a small classifier sized from a transformers config, then export the
# model folder the HF way (config.json via save_pretrained + MindSpore checkpoint). The
# eval results are stored on the config like the HF script stored them in trainer_state.
import os
import numpy as np
import mindspore as ms
from mindspore import nn
from transformers import BertConfig

ms.set_seed(0); np.random.seed(0)
config = BertConfig(vocab_size=1000, hidden_size=32, num_labels=3, num_hidden_layers=1,
                    num_attention_heads=2, intermediate_size=64)
X = np.random.randint(0, config.vocab_size, size=(900, 20)).astype(np.int32)
y = (X[:, 0] % config.num_labels).astype(np.int32)

class Cls(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.emb = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.fc = nn.Dense(cfg.hidden_size, cfg.num_labels)
    def construct(self, ids):
        return self.fc(self.emb(ids)[:, 0])

net = Cls(config)
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
def forward(x, t):
    return loss_fn(net(x), t)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

step = 0
for epoch in range(3):
    for i in range(0, 800, 32):
        loss, grads = grad_fn(ms.Tensor(X[i:i+32]), ms.Tensor(y[i:i+32]))
        opt(grads)
        step += 1
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)

net.set_train(False)
logits = net(ms.Tensor(X[800:])).asnumpy()
eval_acc = (logits.argmax(-1) == y[800:]).mean()
eval_loss = loss_fn(ms.Tensor(logits), ms.Tensor(y[800:])).asnumpy()
print(f"eval_accuracy {eval_acc:.4f} eval_loss {eval_loss:.4f}", flush=True)

out = "export_018"
os.makedirs(out, exist_ok=True)
ms.save_checkpoint(net, os.path.join(out, "mindspore_model.ckpt"))
config.eval_accuracy = eval_acc
config.eval_loss = eval_loss
config.save_pretrained(out)
print("exported to", out)
