import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler
from transformers import BertConfig, BertForSequenceClassification, get_linear_schedule_with_warmup

def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    g = torch.Generator().manual_seed(0)
    x = torch.randint(5, 300, (1536, 20), generator=g)
    y = (x[:, 0] > 150).long()
    ds = TensorDataset(x[:1280], y[:1280])
    sampler = DistributedSampler(ds, num_replicas=world, rank=rank, shuffle=True, seed=0)
    loader = DataLoader(ds, batch_size=32, sampler=sampler)
    val_x, val_y = x[1280:], y[1280:]
    cfg = BertConfig(vocab_size=300, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                     intermediate_size=128, max_position_embeddings=64, num_labels=2)
    model = DDP(BertForSequenceClassification(cfg))
    epochs = 4
    opt = torch.optim.AdamW(model.parameters(), lr=5e-4, weight_decay=0.01)
    sched = get_linear_schedule_with_warmup(opt, 10, epochs * len(loader))
    print(f"[rank {rank}] world={world} batches/epoch={len(loader)}", flush=True)
    for epoch in range(epochs):
        sampler.set_epoch(epoch)
        model.train()
        tot = torch.zeros(1)
        for step, (xb, yb) in enumerate(loader):
            loss = model(input_ids=xb, labels=yb).loss
            opt.zero_grad(); loss.backward(); opt.step(); sched.step()
            tot += loss.detach()
            if step % 10 == 0:
                print(f"[rank {rank}] epoch {epoch} step {step} loss {loss.item():.4f}", flush=True)
        dist.all_reduce(tot)
        model.eval()
        with torch.no_grad():
            acc = (model.module(input_ids=val_x).logits.argmax(-1) == val_y).float().mean().item()
        print(f"[rank {rank}] epoch {epoch} mean_loss {tot.item()/(world*len(loader)):.4f} val_acc {acc:.4f}", flush=True)
    dist.barrier()
    if rank == 0:
        torch.save(model.module.state_dict(), "ddp_012.pt")
        print("[rank 0] saved ddp_012.pt", flush=True)
    dist.destroy_process_group()

if __name__ == "__main__":
    main()
