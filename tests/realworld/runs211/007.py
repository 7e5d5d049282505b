import os
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

BASE = "base_backbone"


def synthetic(n, seed, seq=32):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, 3, (n,), generator=g)
    ids = 5 + labels[:, None] * 300 + torch.randint(0, 300, (n, seq), generator=g)
    return TensorDataset(ids, torch.ones_like(ids), labels)


def main():
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    torch.manual_seed(0)
    cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                     intermediate_size=128, max_position_embeddings=64, num_labels=3)
    if rank == 0 and not os.path.isdir(BASE):
        BertForSequenceClassification(cfg).save_pretrained(BASE)
    dist.barrier()

    model = BertForSequenceClassification(cfg)
    ds = synthetic(2048, 1)
    sampler = DistributedSampler(ds)
    loader = DataLoader(ds, batch_size=32, sampler=sampler)
    epochs = 3
    optimizer = torch.optim.AdamW(model.parameters(), lr=5e-4, weight_decay=0.01)
    scheduler = get_linear_schedule_with_warmup(optimizer, 20, epochs * len(loader))

    # warm start from the backbone checkpoint
    model = BertForSequenceClassification.from_pretrained(BASE)
    ddp = DDP(model)

    for epoch in range(epochs):
        sampler.set_epoch(epoch)
        ddp.train()
        correct = total = 0
        for step, (ids, mask, labels) in enumerate(loader):
            out = ddp(input_ids=ids, attention_mask=mask, labels=labels)
            optimizer.zero_grad()
            out.loss.backward()
            optimizer.step()
            scheduler.step()
            correct += (out.logits.argmax(-1) == labels).sum().item()
            total += len(labels)
            if step % 8 == 0 and rank == 0:
                print(f"epoch {epoch} step {step} loss {out.loss.item():.4f} lr {scheduler.get_last_lr()[0]:.2e}")
        stats = torch.tensor([correct, total], dtype=torch.float64)
        dist.all_reduce(stats)
        if rank == 0:
            print(f"epoch {epoch} train_acc {stats[0] / stats[1]:.4f}")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
