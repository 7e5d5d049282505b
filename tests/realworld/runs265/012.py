import os, sys, logging
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import TensorDataset, DataLoader, DistributedSampler
from transformers import BertConfig, BertForSequenceClassification

LOG_DIR = os.path.splitext(os.path.abspath(__file__))[0]


def setup_logging(rank):
    os.makedirs(LOG_DIR, exist_ok=True)
    f = open(os.path.join(LOG_DIR, f"rank{rank}.log"), "w")
    os.dup2(f.fileno(), 1)
    os.dup2(f.fileno(), 2)
    sys.stdout.reconfigure(line_buffering=True)
    sys.stderr.reconfigure(line_buffering=True)
    logging.basicConfig(level=logging.INFO, stream=sys.stdout,
                        format=f"%(asctime)s [rank{rank}] %(levelname)s %(message)s")
    return logging.getLogger("train")


def make_data(n=2048, seq_len=16, vocab=64, seed=0):
    """Label 1 if the marker token 7 occurs in the sequence."""
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(10, vocab, (n, seq_len), generator=g)
    pos = torch.randint(0, seq_len, (n,), generator=g)
    label = torch.randint(0, 2, (n,), generator=g)
    ids[label == 1, pos[label == 1]] = 7
    return ids, torch.ones_like(ids), label


def main():
    rank = int(os.environ["RANK"])
    world_size = int(os.environ["WORLD_SIZE"])
    log = setup_logging(rank)
    dist.init_process_group("gloo")
    log.info("initialised process group backend=%s world_size=%d", dist.get_backend(), world_size)
    torch.manual_seed(0)

    ids, mask, labels = make_data()
    train = TensorDataset(ids[:1792], mask[:1792], labels[:1792])
    val = TensorDataset(ids[1792:], mask[1792:], labels[1792:])
    sampler = DistributedSampler(train, shuffle=True, seed=0)
    loader = DataLoader(train, batch_size=32, sampler=sampler)

    config = BertConfig(vocab_size=64, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                        intermediate_size=128, max_position_embeddings=32, num_labels=2)
    model = DDP(BertForSequenceClassification(config))
    log.info("model parameters: %d", sum(p.numel() for p in model.parameters()))
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)

    for epoch in range(4):
        sampler.set_epoch(epoch)
        model.train()
        for step, (x, m, y) in enumerate(loader):
            out = model(input_ids=x, attention_mask=m, labels=y)
            opt.zero_grad()
            out.loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            if step % 7 == 0:
                log.info("epoch %d step %d loss %.4f", epoch, step, out.loss.item())
        model.eval()
        with torch.no_grad():
            xv, mv, yv = val.tensors
            logits = model.module(input_ids=xv, attention_mask=mv).logits
            acc = torch.tensor((logits.argmax(-1) == yv).float().mean().item())
        dist.all_reduce(acc)
        log.info("epoch %d val_acc %.4f", epoch, acc.item() / world_size)
        # per-rank checkpoint (model + optimizer) for resumption
        os.makedirs("ckpt_012", exist_ok=True)
        torch.save({"model": model.module.state_dict(), "optimizer": opt.state_dict(), "epoch": epoch},
                   f"ckpt_012/rank{rank}.pt")
    dist.barrier()
    state = torch.load(f"ckpt_012/rank{rank}.pt", map_location="cpu")
    missing, unexpected = model.module.load_state_dict(state["model"])
    log.info("reloaded ckpt_012/rank%d.pt epoch %d: missing=%d unexpected=%d", rank, state["epoch"],
             len(missing), len(unexpected))
    dist.destroy_process_group()
    log.info("done")


if __name__ == "__main__":
    main()
