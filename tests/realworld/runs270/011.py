# DDP (gloo, 2 CPU ranks) fine-tuning of a small BERT classifier with per-epoch validation and early stopping.
import os, random, datetime, torch, torch.distributed as dist
from torch.utils.data import DataLoader, DistributedSampler
from torch.nn.parallel import DistributedDataParallel as DDP
from tokenizers import Tokenizer, models, pre_tokenizers, processors
from transformers import PreTrainedTokenizerFast, BertConfig, BertForSequenceClassification

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.manual_seed(0); random.seed(0)
words = ["good", "great", "bad", "awful"] + [f"w{i}" for i in range(60)]
vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, "[SEP]": 3}
for w in words:
    vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
tk.post_processor = processors.TemplateProcessing(single="[CLS] $A [SEP]", special_tokens=[("[CLS]", 2), ("[SEP]", 3)])
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]", cls_token="[CLS]", sep_token="[SEP]")

def review():
    label = random.randint(0, 1)
    filler = [f"w{random.randint(0, 59)}" for _ in range(random.randint(5, 20))]
    filler.insert(random.randint(0, len(filler)), random.choice(["good", "great"] if label else ["bad", "awful"]))
    return " ".join(filler), label

def collate(rows):
    enc = tokenizer([r[0] for r in rows], padding=True, return_tensors="pt")
    enc["labels"] = torch.tensor([r[1] for r in rows])
    return enc

train = [review() for _ in range(1200)]
val = [review() for _ in range(400)]
sampler = DistributedSampler(train, num_replicas=world, rank=rank, shuffle=True)
train_dl = DataLoader(train, batch_size=32, sampler=sampler, collate_fn=collate)
val_dl = DataLoader(val, batch_size=64, sampler=DistributedSampler(val, num_replicas=world, rank=rank, shuffle=False), collate_fn=collate)

config = BertConfig(vocab_size=len(vocab), hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = DDP(BertForSequenceClassification(config))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
print(f"[rank {rank}] world={world} train batches/rank={len(train_dl)}", flush=True)

def evaluate(m):
    m.eval(); stats = torch.zeros(2)
    with torch.no_grad():
        for b in val_dl:
            stats[0] += (m(**b).logits.argmax(-1) == b["labels"]).sum(); stats[1] += len(b["labels"])
    dist.all_reduce(stats)
    return (stats[0] / stats[1]).item()

best, patience = 0.0, 0
for epoch in range(6):
    sampler.set_epoch(epoch); model.train(); tot = 0.0
    for step, b in enumerate(train_dl):
        loss = model(**b).loss
        loss.backward(); opt.step(); opt.zero_grad(); tot += loss.item()
    print(f"[rank {rank}] epoch {epoch} train_loss {tot/len(train_dl):.4f}", flush=True)
    stop = torch.zeros(1)
    if rank == 0:
        acc = evaluate(model.module)
        print(f"[rank 0] epoch {epoch} val_acc {acc:.4f}", flush=True)
        if acc > best:
            best, patience = acc, 0
            model.module.save_pretrained("ckpt_011")
        else:
            patience += 1
        stop[0] = float(patience >= 2)
    dist.broadcast(stop, src=0)
    if stop.item():
        break
print(f"[rank {rank}] done, best val_acc {best:.4f}", flush=True)
dist.destroy_process_group()
