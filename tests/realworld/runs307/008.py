# Stage 1: short MLM pre-training of a tiny BERT, saved with save_pretrained.
# Stage 2: continue training from that checkpoint with the vocab padded to a multiple of 64.
import torch
from transformers import BertConfig, BertForMaskedLM

torch.manual_seed(0)
VOCAB = 1000


def batch(vocab_used=VOCAB, bs=32, seq=32):
    # synthetic "language": each sequence is an arithmetic progression of token ids
    start = torch.randint(5, vocab_used, (bs, 1))
    stride = 1
    ids = 5 + (start + stride * torch.arange(seq)) % (vocab_used - 5)
    labels = ids.clone()
    mask = torch.rand(ids.shape) < 0.15
    labels[~mask] = -100
    inputs = ids.clone(); inputs[mask] = 4  # [MASK]
    return inputs, labels


def train(model, steps, tag):
    opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
    model.train()
    for step in range(steps):
        inputs, labels = batch()
        loss = model(input_ids=inputs, labels=labels).loss
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 50 == 0 or step == steps - 1:
            print(f"[{tag}] step {step} mlm_loss {loss.item():.4f}", flush=True)


cfg = BertConfig(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64)
model = BertForMaskedLM(cfg)
train(model, 400, "pretrain")
model.save_pretrained("tiny-bert-mlm")
print("saved tiny-bert-mlm", flush=True)

cfg2 = BertConfig.from_pretrained("tiny-bert-mlm")
cfg2.vocab_size = ((cfg2.vocab_size + 63) // 64) * 64
print(f"continuing with vocab_size={cfg2.vocab_size}", flush=True)
model2 = BertForMaskedLM.from_pretrained("tiny-bert-mlm", config=cfg2, ignore_mismatched_sizes=True)
train(model2, 100, "continue")
