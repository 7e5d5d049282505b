"""Fine-tune a small GPT-style LM in MindSpore from a checkpoint converted from a HF PyTorch state dict."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
np.random.seed(0)

HF_VOCAB = 1000          # tokenizer vocab of the original HF model
PAD_TO = 64              # pad vocab for efficient matmul (as in MindFormers configs)
VOCAB = ((HF_VOCAB + PAD_TO - 1) // PAD_TO) * PAD_TO
HID, SEQ = 64, 32


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ln1 = nn.LayerNorm((HID,))
        self.attn = nn.MultiheadAttention(HID, 4, batch_first=True)
        self.ln2 = nn.LayerNorm((HID,))
        self.fc1 = nn.Dense(HID, 4 * HID)
        self.fc2 = nn.Dense(4 * HID, HID)
        self.act = nn.GELU(approximate=False)

    def construct(self, x):
        h = self.ln1(x)
        a, _ = self.attn(h, h, h)
        x = x + a
        return x + self.fc2(self.act(self.fc1(self.ln2(x))))


class TinyGPT(nn.Cell):
    def __init__(self, vocab):
        super().__init__()
        self.wte = nn.Embedding(vocab, HID)
        self.wpe = nn.Embedding(SEQ, HID)
        self.blocks = nn.SequentialCell([Block() for _ in range(2)])
        self.ln_f = nn.LayerNorm((HID,))
        self.lm_head = nn.Dense(HID, vocab, has_bias=False)

    def construct(self, ids):
        pos = ops.arange(ids.shape[1])
        x = self.wte(ids) + self.wpe(pos)
        return self.lm_head(self.ln_f(self.blocks(x)))


def convert_hf_state_dict():
    """Stand-in for torch.load(pytorch_model.bin) -> numpy -> ms checkpoint."""
    ref = TinyGPT(HF_VOCAB)  # architecture of the HF model
    params = []
    for p in ref.get_parameters():
        params.append({"name": p.name, "data": Tensor(p.asnumpy())})
    ms.save_checkpoint(params, "tinygpt_converted.ckpt")
    print(f"converted {len(params)} tensors -> tinygpt_converted.ckpt")


convert_hf_state_dict()

net = TinyGPT(VOCAB)
print(f"model vocab={VOCAB} hidden={HID} seq={SEQ}")
param_dict = ms.load_checkpoint("tinygpt_converted.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("params not loaded:", not_loaded)

opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-4)
loss_fn = nn.CrossEntropyLoss()


def forward(ids, labels):
    logits = net(ids)
    return loss_fn(logits.reshape(-1, VOCAB), labels.reshape(-1))


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(20):
    ids = Tensor(np.random.randint(0, HF_VOCAB, (8, SEQ)), ms.int32)
    loss, grads = grad_fn(ids[:, :], ops.roll(ids, -1, 1))
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
