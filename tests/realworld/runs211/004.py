import os
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler
from transformers import BertConfig, BertForSequenceClassification

CKPT = "stage1_checkpoint.pt"


def synthetic(n, n_labels, seed, vocab=1000, seq=32):
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(5, vocab, (n, seq), generator=g)
    labels = ids[:, 0] % n_labels
    return TensorDataset(ids, torch.ones_like(ids), labels)


def make_model(num_labels):
    cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                     intermediate_size=128, max_position_embeddings=64, num_labels=num_labels)
    return BertForSequenceClassification(cfg)


def train(ddp, loader, sampler, epochs, rank, tag):
    opt = torch.optim.AdamW(ddp.parameters(), lr=5e-4)
    for epoch in range(epochs):
        sampler.set_epoch(epoch)
        for step, (ids, mask, labels) in enumerate(loader):
            out = ddp(input_ids=ids, attention_mask=mask, labels=labels)
            opt.zero_grad()
            out.loss.backward()
            opt.step()
            if step % 10 == 0 and rank == 0:
                print(f"[{tag}] epoch {epoch} step {step} loss {out.loss.item():.4f}")


def main():
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    torch.manual_seed(0)

    # stage 1: intermediate task with 3 classes
    ds1 = synthetic(1024, 3, seed=1)
    s1 = DistributedSampler(ds1)
    model = make_model(num_labels=3)
    ddp = DDP(model)
    train(ddp, DataLoader(ds1, batch_size=32, sampler=s1), s1, 1, rank, "stage1")
    if rank == 0:
        torch.save(ddp.module.state_dict(), CKPT)
        print(f"saved {CKPT}")
    dist.barrier()

    # stage 2: target task with 5 classes, initialised from the stage-1 checkpoint
    ds2 = synthetic(1024, 5, seed=2)
    s2 = DistributedSampler(ds2)
    model2 = make_model(num_labels=5)
    state = torch.load(CKPT, map_location="cpu")
    model2.load_state_dict(state)
    print(f"rank {rank}: loaded {CKPT}")
    ddp2 = DDP(model2)
    train(ddp2, DataLoader(ds2, batch_size=32, sampler=s2), s2, 2, rank, "stage2")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
