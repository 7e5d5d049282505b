# Learning-rate schedule for a MindFormers fine-tune, filled in from the HF script's
# get_cosine_schedule_with_warmup(optimizer, num_warmup_steps=..., num_training_steps=...) call.
from mindformers.core.lr import build_lr

max_steps = 2000
lr_schedule = {
    "type": "CosineWithWarmUpLR",
    "learning_rate": 2.0e-5,
    "lr_end": 0.0,
    "num_warmup_steps": int(0.03 * max_steps),
    "num_training_steps": max_steps,
}
lr = build_lr(lr_schedule)
print("lr schedule:", lr)
