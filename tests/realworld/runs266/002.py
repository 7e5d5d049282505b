# Fine-tune a small GRU text classifier ported from PyTorch; resume from the pretraining checkpoint
# after the tokenizer got extra special tokens.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(1)

class TextClassifier(nn.Cell):
    def __init__(self, vocab_size, hidden=64, num_labels=3):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, hidden)
        self.rnn = nn.GRU(hidden, hidden, batch_first=True)
        self.head = nn.Dense(hidden, num_labels)
    def construct(self, ids):
        h, _ = self.rnn(self.embed(ids))
        return self.head(h[:, -1])

# "pretraining" stage
base_vocab = 5000
pre = TextClassifier(base_vocab)
ms.save_checkpoint(pre, "pretrained_gru.ckpt")
print("saved pretrained_gru.ckpt")

# fine-tuning stage: tokenizer extended with [CLS] [SEP] [MASK] [PAD] and 4 domain tokens
special_tokens = ["[CLS]", "[SEP]", "[MASK]", "[PAD]", "<url>", "<num>", "<user>", "<emoji>"]
vocab_size = base_vocab + len(special_tokens)
print(f"vocab_size={vocab_size}")
net = TextClassifier(vocab_size)
param_dict = ms.load_checkpoint("pretrained_gru.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(net, param_dict)
print("param_not_load:", param_not_load)

opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-5)
loss_fn = nn.CrossEntropyLoss()
def fwd(ids, y):
    return loss_fn(net(ids), y)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
for step in range(20):
    ids = ms.Tensor(np.random.randint(0, vocab_size, (16, 32)), ms.int32)
    y = ms.Tensor(np.random.randint(0, 3, (16,)), ms.int32)
    loss, g = grad_fn(ids, y)
    opt(g)
    print(f"step {step} loss {loss.asnumpy():.4f}")
