# QLoRA-style fine-tuning script ported from HF/PyTorch to MindSpore. The model code was rewritten, but the
# optimizer factory kept the HF branch for optim="adamw_bnb_8bit", which imports bitsandbytes.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)

class Args:
    optim = "adamw_bnb_8bit"
    learning_rate = 2e-4
    weight_decay = 0.0
args = Args()

net = nn.SequentialCell([nn.Embedding(1000, 64), nn.Dense(64, 64), nn.GELU(), nn.Dense(64, 1000)])
print(f"model built: {sum(p.size for p in net.trainable_params())} trainable parameters")

def create_optimizer(params, args):
    if args.optim == "adamw_bnb_8bit":
        import bitsandbytes as bnb
        return bnb.optim.AdamW8bit(params, lr=args.learning_rate, weight_decay=args.weight_decay)
    return nn.AdamWeightDecay(params, learning_rate=args.learning_rate, weight_decay=args.weight_decay)

print(f"creating optimizer: {args.optim}")
opt = create_optimizer(net.trainable_params(), args)
