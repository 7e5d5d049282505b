"""Fine-tune a tiny Llama with the MindFormers Trainer; arguments carried over from the HF Trainer script."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import Trainer, TrainingArguments, LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

SEQ, VOCAB = 64, 512


def gen():
    rng = np.random.default_rng(0)
    for _ in range(128):
        ids = rng.integers(0, VOCAB, SEQ + 1).astype(np.int32)
        yield (ids,)


train_ds = ds.GeneratorDataset(gen, ["input_ids"], shuffle=True).batch(4, drop_remainder=True)

args = TrainingArguments(
    output_dir="./out_llama_ft",
    num_train_epochs=1,
    per_device_train_batch_size=4,
    learning_rate=2e-4,
    warmup_ratio=0.03,
    lr_scheduler_type="cosine",
    weight_decay=0.0,
    logging_steps=5,
    save_steps=1000,
    gradient_checkpointing=True,
    fp16=False,
    report_to="none",
)
print(args)

config = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, vocab_size=VOCAB, seq_length=SEQ, batch_size=4)
model = LlamaForCausalLM(config)
trainer = Trainer(task="text_generation", model=model, args=args, train_dataset=train_ds)
trainer.train()
